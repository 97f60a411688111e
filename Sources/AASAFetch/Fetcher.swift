import AASACore
import CCurl
